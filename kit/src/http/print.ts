import { RENDER_HEADER, renderHeaderOf, type RenderInstruction } from '@takt/proto';
import type { FastifyReply } from 'fastify';

/**
 * Marks a route's JSON answer as a document's data: the gateway has documents render it and
 * answers the PDF (or the kiosk page's HTML) instead (decision 0056). Only a 200 answer is rendered.
 */
export function answerAsDocument(reply: FastifyReply, instruction: RenderInstruction): void {
  void reply.header(RENDER_HEADER, renderHeaderOf(instruction));
}
