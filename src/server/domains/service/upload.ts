import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES, userFile } from '../../../shared/api/service';
import { RESULT, RESULT_MESSAGES } from '../../../shared/result-codes';
import { InvalidInput } from '../../platform/errors';
import { envelope, mapError } from '../../platform/route';
import type { Sessions } from '../../platform/session';
import { verifyEnvelope } from './raw-envelope';
import type { CustomerService } from './service';

/**
 * userFile: multipart with `head` (JSON), `signid`, `token` and one `file`.
 * The multipart parser lives only in this plugin's scope, with hard limits: one
 * file of at most 2 MB, three small fields; anything more is refused before it
 * is read into memory.
 */
export async function registerUpload(app: FastifyInstance, deps: { sessions: Sessions; customers: CustomerService }) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 3, fieldSize: 2048, parts: 4, headerPairs: 50 },
    });
    scope.post(userFile.path, async (request) => {
      try {
        if (!request.isMultipart()) throw new InvalidInput('请选择要发送的图片');
        const fields: Record<string, string> = {};
        let data: Buffer | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            try {
              data = await part.toBuffer();
            } catch (err) {
              if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
                throw new InvalidInput('图片不能超过2MB，请压缩后再发送');
              throw err;
            }
          } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
        let head: unknown;
        try {
          head = JSON.parse(fields.head ?? '');
        } catch {
          throw new InvalidInput('请求头格式不正确');
        }
        const { body } = await verifyEnvelope(
          deps.sessions,
          head,
          { signid: fields.signid, token: fields.token },
          userFile.request,
        );
        if (!data || data.length === 0) throw new InvalidInput('请选择要发送的图片');
        const answer = await deps.customers.upload(body, data);
        return envelope(request.id, RESULT.OK, RESULT_MESSAGES[RESULT.OK], userFile.response.parse(answer));
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          return mapError(new InvalidInput('每次只能发送一张图片'), request, request.id);
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
          return mapError(new InvalidInput('请选择要发送的图片'), request, request.id);
        return mapError(err, request, request.id);
      }
    });
  });
}
