import { fileURLToPath } from 'node:url';

// Built from this folder with the project's own Next (node_modules two levels up, which
// Turbopack only resolves inside its root).
const config = { turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) } };
export default config;
