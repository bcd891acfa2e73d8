/** A multipart form as a browser sends it: its bytes and its Content-Type with the boundary. */
export async function encodedForm(form: FormData): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const request = new Request('http://form.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
