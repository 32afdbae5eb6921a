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
