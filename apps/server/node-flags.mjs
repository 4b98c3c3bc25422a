// The node flags the compiled server runs with, wherever it is started: npm start, the browser
// tests' servers and the benches, so that what is tested and measured is what runs.
//
// --max-semi-space-size=4 (MB): V8 grows its young generation to three 16 MB semi-spaces during
// start-up (migrations, the seed check, the call catalogue's schemas) and keeps them committed,
// so an idle server held about 133 MB; with 4 MB it holds about 107 MB. A call's objects live
// for one request and die young either way, so the smaller nursery costs more frequent but
// shorter scavenges (the api-overhead bench showed no cost).
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=4'];
