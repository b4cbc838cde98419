import { DataSource } from 'typeorm';
import { Logger } from '@nestjs/common';
import { DEFAULT_LANGUAGE } from '@community/vocabulary';
import { User } from '../../modules/users/entities/user.entity';
import { BusinessGroup } from '../../modules/business-groups/entities/business-group.entity';
import { PasswordHasher } from '../../modules/users/password-hasher.service';
import { ImageStorageService } from '../../modules/uploads/image-storage.service';
import { DEMO_BUSINESSES, DEMO_PASSWORD, demoMembers } from './demo-data';
import { seedDemoAds } from './seed-demo-ads';

/**
 * Fills an empty database with demo members and business groups, and ads with pictures when given
 * the image storage; does nothing when members exist.
 */
export async function seedDemoData(dataSource: DataSource, hasher: PasswordHasher, images?: ImageStorageService): Promise<boolean> {
  const users = dataSource.getRepository(User);
  if ((await users.count()) > 1) return false;
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  await dataSource.transaction(async (manager) => {
    for (const member of demoMembers()) {
      await manager.insert(User, {
        name: member.name,
        email: member.email,
        passwordHash,
        role: member.role,
        mentorship: member.role === 'helper' ? 'Yes' : 'No',
        industry: member.industry,
        phoneNumber: '+1 555 010 2030',
        jobTitle: member.jobTitle,
        description: member.description,
        language: member.language ?? DEFAULT_LANGUAGE,
        profileComplete: true,
        // Demo accounts are the operator's own: confirmed (docs/security.md, "Proven email").
        emailConfirmed: true,
      });
    }
    for (const business of DEMO_BUSINESSES) {
      const owner = await manager.save(
        Object.assign(new User(), {
          name: business.title,
          email: business.email,
          passwordHash,
          role: 'business',
          industry: business.industry,
          description: business.description,
          profileComplete: true,
          // Demo accounts are the operator's own: confirmed (docs/security.md, "Proven email").
          emailConfirmed: true,
        }),
      );
      await manager.insert(BusinessGroup, {
        title: business.title,
        description: business.description,
        website: business.website,
        email: business.email,
        industry: business.industry,
        status: business.status,
        userId: owner.id,
      });
    }
  });
  const ads = images ? await seedDemoAds(dataSource, images) : 0;
  new Logger('Seed').log(`demo data added: ${demoMembers().length} members, ${DEMO_BUSINESSES.length} businesses, ${ads} ads (password ${DEMO_PASSWORD})`);
  return true;
}
