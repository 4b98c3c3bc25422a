// The node flags the compiled server runs with, wherever it is started: npm start, the browser
// tests' servers and the benches, so that what is tested and measured is what runs.
//
// --max-semi-space-size=4 (MB): V8 grows its young generation to three 16 MB semi-spaces during
// start-up (migrations, the seed check, the call catalogue's schemas) and keeps them committed,
// so an idle server held about 133 MB; with 4 MB it holds about 107 MB. A call's objects live
// for one request and die young either way, so the smaller nursery costs more frequent but
// shorter scavenges (the api-overhead bench showed no cost).
//
// No --enable-source-maps: with it node parses and keeps dist/main.js.map (1.3 MB of JSON) for
// the process's life, some 7 MB of an idle server, and every error's stack is mapped as it is
// read. The bundle is not minified, so a stack's dist/main.js lines still name the functions;
// to see the sources' files and lines, run with NODE_OPTIONS=--enable-source-maps.
//
// --v8-pool-size=1: V8's platform threads (concurrent marking, background compilation) default
// to four, each with its own stack and malloc arena; the server's main thread plus one of them
// is what a 2-core machine runs at once anyway. Idle RSS 122 → 108 MB on this machine.
//
// --heap-growing-percent=100: after each full collection V8 lets the old generation grow to a
// multiple of what survived, up to four times when the program allocates fast. An export of
// 100,000 orders allocates a batch of rows after another, each living until the sheet has written
// it, so the heap grew to that limit before the next collection and the server's RSS peaked at
// 280-300 MB (bench orders-export); at twice what survived it peaks near 180 MB (at 1.5 times
// near 155 MB, with more full collections under every load), in the same time.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--v8-pool-size=1', '--heap-growing-percent=100'];
