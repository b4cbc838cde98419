import { Global, Module } from '@nestjs/common';
import { SignedTokens } from './signed-tokens';

@Global()
@Module({ providers: [SignedTokens], exports: [SignedTokens] })
export class SignedTokensModule {}
