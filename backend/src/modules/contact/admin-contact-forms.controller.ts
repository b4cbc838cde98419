import { Controller, Get } from '@nestjs/common';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorators';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ListEndpoint } from '../../common/pagination/list-endpoint.decorator';
import { ListQuery } from '../../common/pagination/list-query';
import { ListParams } from '../../common/pagination/list-query.pipe';
import { IdParam } from '../../common/moderation/id.param';
import { AdminContactFormDto } from './dto/admin-contact-form.dto';
import { AdminContactFormsService } from './admin-contact-forms.service';
import { AdminContactFormFilter, CONTACT_FORMS_LIST, CONTACT_FORMS_SEARCHED_FIELDS } from './admin-contact-forms-list';

@ApiTags('contact')
@Roles('admin')
@Controller('admin/contact-forms')
export class AdminContactFormsController {
  constructor(private readonly forms: AdminContactFormsService) {}

  @Get()
  @ApiOperation({ summary: 'Contact-form submissions for the contactForms tab (read-only)' })
  @ListEndpoint(CONTACT_FORMS_LIST, AdminContactFormDto, CONTACT_FORMS_SEARCHED_FIELDS)
  list(@CurrentUser() admin: AuthUser, @ListParams(CONTACT_FORMS_LIST) query: ListQuery<AdminContactFormFilter>) {
    return this.forms.list(query, admin.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One contact-form submission' })
  @ApiOkResponse({ type: AdminContactFormDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  findOne(@IdParam() id: number): Promise<AdminContactFormDto> {
    return this.forms.findOne(id);
  }
}
