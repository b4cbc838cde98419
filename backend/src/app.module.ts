import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard';
import { RolesGuard } from './common/guards/roles.guard';
import { IndustryGuard } from './common/guards/industry.guard';
import { ConfirmedEmailGuard } from './common/guards/confirmed-email.guard';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { MailModule } from './modules/mail/mail.module';
import { UsersModule } from './modules/users/users.module';
import { DirectoryModule } from './modules/directory/directory.module';
import { AuthModule } from './modules/auth/auth.module';
import { HealthModule } from './modules/health/health.module';
import { ContactModule } from './modules/contact/contact.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { RecommendationsModule } from './modules/recommendations/recommendations.module';
import { AdsModule } from './modules/ads/ads.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { SavedSearchesModule } from './modules/saved-searches/saved-searches.module';
import { BusinessGroupsModule } from './modules/business-groups/business-groups.module';
import { AuditModule } from './modules/audit/audit.module';
import { ClockModule } from './common/clock/clock.module';
import { DatabaseModule } from './common/database/database.module';
import { ConversationsModule } from './modules/conversations/conversations.module';
import { SettingsModule } from './modules/settings/settings.module';
import { SignedTokensModule } from './common/signed-tokens/signed-tokens.module';
import { AccountModule } from './modules/account/account.module';
import { NotificationsModule } from './modules/notifications/notifications.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.database, config.replicas.urls), retryAttempts: 3, retryDelay: 1000 }),
        RateLimitModule.forRoot(config),
        ClockModule,
        DatabaseModule,
        SignedTokensModule,
        MailModule,
        DirectoryModule,
        UsersModule,
        AuditModule,
        AuthModule,
        HealthModule,
        ConversationsModule,
        ContactModule,
        BusinessGroupsModule,
        AdsModule,
        JobsModule,
        SavedSearchesModule,
        DashboardModule,
        RecommendationsModule,
        SettingsModule,
        AccountModule,
        NotificationsModule,
      ],
      // Order matters: who you are, then your role, then your industry.
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_GUARD, useClass: IndustryGuard },
        { provide: APP_GUARD, useClass: ConfirmedEmailGuard },
      ],
    };
  }
}
