// Stand-in for the 'server-only' marker package under vitest (Node has no client bundle to guard).
export {};
