import { fail, signCaller, withClientSpan } from '@takt/kit';
import { ErrorCode, REQUEST_ID_HEADER, type Caller, type RenderInstruction } from '@takt/proto';
import type { FastifyReply } from 'fastify';
import type { UpstreamAnswer, Upstreams } from './proxy.ts';

/**
 * The second half of a print call (decision 0056): the owning service answered the document's
 * data with a render header; documents turns that data into the PDF (or the kiosk page's HTML),
 * asked as the same caller, and its answer is the client's. Errors of documents pass through.
 */
export async function renderThrough(
  upstreams: Upstreams,
  documents: string,
  reply: FastifyReply,
  caller: Caller,
  secret: string,
  requestId: string,
  instruction: RenderInstruction,
  data: Buffer,
): Promise<FastifyReply> {
  const url = `/internal/render/${instruction.document}?lang=${instruction.lang}&format=${instruction.format}`;
  const headers = {
    ...signCaller(secret, caller, 'POST', url),
    [REQUEST_ID_HEADER]: requestId,
    'content-type': 'application/json',
  };
  let res: UpstreamAnswer;
  try {
    res = await withClientSpan(`POST ${documents}`, headers, () =>
      upstreams.request(documents, { path: url, method: 'POST', headers, body: data }),
    );
  } catch {
    throw fail(ErrorCode.ServiceUnavailable, 'The document service is not reachable; please try again');
  }
  const type = res.headers['content-type'];
  void reply.status(res.statusCode).header('content-type', typeof type === 'string' ? type : 'application/octet-stream');
  if (res.statusCode === 200 && instruction.format === 'pdf') {
    void reply.header('content-disposition', `attachment; filename="${instruction.fileName}.pdf"`);
  }
  // The kiosk page's markup is shown in a sandboxed frame of the web app, never as a page of its own.
  if (instruction.format === 'html') void reply.header('cache-control', 'no-store');
  return reply.send(res.content());
}
