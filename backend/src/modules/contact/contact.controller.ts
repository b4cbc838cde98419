import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public, Roles } from '../../common/decorators/access.decorators';
import { CreatedResponseDto, ErrorResponseDto } from '../../common/http/error-response.dto';
import { PublicFormRateLimit } from '../../common/rate-limit/rate-limit.decorators';
import { ContactFormsService } from './contact-forms.service';
import { ContactFormDto } from './dto/contact-form.dto';
import { ContactFormListDto } from './dto/contact-form-responses.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contactForms: ContactFormsService) {}

  @Post('contact-form')
  @Public()
  @PublicFormRateLimit()
  @ApiOperation({ summary: "Send the site contact form; stored and emailed to the site's inbox with reply-to the sender" })
  @ApiCreatedResponse({ type: CreatedResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field breaks a rule of spec section 5' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Per-address limit of RATE_LIMIT_PUBLIC_FORMS reached' })
  submit(@Body() dto: ContactFormDto): Promise<CreatedResponseDto> {
    return this.contactForms.submit(dto);
  }

  @Get('get-contact-form')
  @Roles('admin')
  @ApiOperation({ summary: 'Every contact form submission, newest first (admin)' })
  @ApiOkResponse({ type: ContactFormListDto })
  list(): Promise<ContactFormListDto> {
    return this.contactForms.list();
  }
}
