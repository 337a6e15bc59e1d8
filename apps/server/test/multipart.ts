/** Upload bodies for route tests. */

export interface Part {
  field: string;
  filename?: string;
  contentType?: string;
  content: string | Buffer;
}

/** A multipart/form-data body as a browser sends it; a file part without a type is sent as text/csv. */
export function multipart(parts: Part[]) {
  const boundary = `----loadboard${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'text/csv'}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${file}\r\n${type}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
