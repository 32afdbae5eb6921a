// FormData as a browser has it, under jest-fixed-jsdom (which puts Node's in place of jsdom's).

/**
 * Lets jsdom's XMLHttpRequest send a FormData the way a browser does. jest-fixed-jsdom replaces
 * jsdom's FormData with Node's, which jsdom's XMLHttpRequest does not recognise: it would send
 * the text "[object FormData]". msw 2 replaced XMLHttpRequest as a whole and never hit this;
 * msw 3 intercepts below it, at the socket, so the body jsdom writes is what a handler reads.
 * Here a FormData body is encoded as multipart (Node's own encoder, through a Request) and sent
 * as bytes with its boundary in Content-Type, exactly what the browser would put on the wire.
 */
export function encodeFormDataForXhr(): void {
  const realSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    if (!(body instanceof FormData)) return realSend.call(this, body);
    const encoded = new Request('http://localhost/', { method: 'POST', body });
    const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
    // Sent a moment later, once encoded: the request is still only opened, as a slow browser's would be.
    void encoded.arrayBuffer().then((bytes) => {
      this.setRequestHeader('content-type', contentType);
      realSend.call(this, new Uint8Array(bytes));
    });
  };
}

/**
 * Lets Node's FormData (jest-fixed-jsdom's) be made from a form, as `new FormData(form, submitter)`
 * in a browser: React builds one so for every submit of a form whose action is a function
 * (components/form/app-form.tsx). Node's takes no argument and throws on a form. The form data
 * set is the browser's: named, enabled controls, checkboxes and radios only when checked, the
 * selected options of a select, a file input's files, and the submitter's own name and value.
 */
export function formDataFromForms(): void {
  const NodeFormData = globalThis.FormData;
  class FormDataOfForm extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (!form) return;
      for (const control of Array.from(form.elements) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement)[]) {
        if (!control.name || control.disabled) continue;
        if (control instanceof HTMLButtonElement || (control instanceof HTMLInputElement && ['submit', 'image', 'button', 'reset'].includes(control.type))) {
          if (control === submitter) this.append(control.name, control.value);
        } else if (control instanceof HTMLSelectElement) {
          for (const option of Array.from(control.selectedOptions)) this.append(control.name, option.value);
        } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
          if (control.checked) this.append(control.name, control.value);
        } else if (control instanceof HTMLInputElement && control.type === 'file') {
          for (const file of Array.from(control.files ?? [])) this.append(control.name, file);
        } else {
          this.append(control.name, control.value);
        }
      }
    }
  }
  globalThis.FormData = FormDataOfForm as typeof FormData;
}
