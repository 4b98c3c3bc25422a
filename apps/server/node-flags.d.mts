/** The node flags the compiled server runs with (see node-flags.mjs). */
export declare const SERVER_NODE_FLAGS: string[];
