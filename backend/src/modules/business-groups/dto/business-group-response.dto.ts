import { ApiProperty } from '@nestjs/swagger';

export class BusinessGroupDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Crescent Bakery' }) title: string;
  @ApiProperty({ example: 'Family bakery baking bread, pastries and celebration cakes every morning since 1998.' }) description: string;
  @ApiProperty({ type: String, nullable: true, example: 'crescentbakery.example', description: 'As entered; the web app prepends https:// when missing' })
  website: string | null;
  @ApiProperty({ example: 'hello@crescentbakery.example' }) email: string;
  @ApiProperty({ enum: [0, 1, 2], description: '0 pending, 1 approved, 2 rejected' }) status: number;
  @ApiProperty({ example: 41, description: "The account that receives the group's contact messages (receiver_id of POST /issues/business-groups)" })
  user_id: number;
}

export class BusinessGroupListDto {
  @ApiProperty({ type: [BusinessGroupDto], description: 'By title (status_all) or newest first (get-all)' }) data: BusinessGroupDto[];
  @ApiProperty({ nullable: true, type: String, description: 'Pass as cursor for the next page; null on the last page' })
  next_cursor: string | null;
}

/** An owner's edit of an approved listing, held aside for review (the directory shows the approved text meanwhile). */
export class PendingBusinessGroupEditDto {
  @ApiProperty({ example: 'Crescent Bakery & Café' }) title: string;
  @ApiProperty({ example: 'Family bakery and café baking bread, pastries and celebration cakes every morning since 1998.' }) description: string;
  @ApiProperty({ type: String, nullable: true, example: 'crescentbakery.example' }) website: string | null;
}

/** The admin panel's business group: the public fields, the last rejection reason and any edit waiting for review. */
export class AdminBusinessGroupDto extends BusinessGroupDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'What the owner was told at the last rejection (of the listing or of an edit); null after an approval',
  })
  rejection_reason: string | null;
  @ApiProperty({
    type: PendingBusinessGroupEditDto,
    nullable: true,
    description:
      "The owner's edit of this approved listing, waiting for review: approving the group applies it, rejecting keeps the live version. Filter pending_edit=true lists them",
  })
  pending_edit: PendingBusinessGroupEditDto | null;
}
