// Empty on purpose: without a file of its own, Next (with Turbopack's root at the project's)
// built the product's instrumentation.ts into this app, and the floor ran the BFF's start-up hooks.
export function register(): void {}
