/**
 * React 19 builds `new FormData(form)` when a submit handler starts a transition (for
 * useFormStatus). jest-fixed-jsdom's global FormData is Node's, which refuses jsdom's form
 * elements; in a browser this just works. Tests of such forms swap in a tolerant FormData.
 */
export function tolerateFormElementsInFormData(): void {
  const NodeFormData = globalThis.FormData;
  class TolerantFormData extends NodeFormData {
    constructor(form?: unknown) {
      super(form instanceof HTMLFormElement ? undefined : (form as undefined));
    }
  }
  beforeAll(() => {
    globalThis.FormData = TolerantFormData as typeof FormData;
  });
  afterAll(() => {
    globalThis.FormData = NodeFormData;
  });
}
