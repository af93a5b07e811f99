import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ContactMessageDto, ContactPatterns } from '@sentilog/contracts';
import { Idempotent } from '../common/idempotency/idempotency.interceptor';
import { RateLimit } from '../common/rate-limit';
import { RpcService } from '../rpc/rpc.service';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly rpc: RpcService) {}

  /** The spec's client treats status 200 as success, so this answers 200 rather than 201. */
  @Post()
  @HttpCode(200)
  @RateLimit('CONTACT_RATE_LIMIT')
  @Idempotent()
  @ApiOkResponse({ schema: { example: { message: 'Message received' } } })
  @ApiBadRequestResponse({
    schema: { example: { error: 'email must be a valid email address', statusCode: 400 } },
  })
  @ApiTooManyRequestsResponse({
    description: 'Too many messages from this address in the last minute',
  })
  async send(
    @Body() form: ContactMessageDto,
    @Ip() clientIp: string,
  ): Promise<{ message: string }> {
    const created = await this.rpc.call(ContactPatterns.create, {
      ...form,
      clientIp,
    });
    return { message: created.message };
  }
}
