import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ExecutionContext, ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { HEALTH_INDUSTRY, LEGAL_INDUSTRY, MESSAGES, PROFESSIONAL_NETWORK_INDUSTRIES, Role } from '@community/vocabulary';
import { SectionAccess } from '../decorators/access.decorators';
import { IndustryGuard } from './industry.guard';

/** Handlers as controllers declare them; the guard reads their metadata through the real Reflector. */
class Sections {
  @SectionAccess('legalAssistance') legal() {}
  @SectionAccess('virtualClinic') clinic() {}
  @SectionAccess('businessNetwork') ads() {}
  open() {}
}

function callOf(handler: keyof Sections, user?: { role: Role; industry: string | null }): ExecutionContext {
  return {
    getHandler: () => Sections.prototype[handler],
    getClass: () => Sections,
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  } as unknown as ExecutionContext;
}

const guard = new IndustryGuard(new Reflector());
const passes = (handler: keyof Sections, user?: { role: Role; industry: string | null }) => {
  try {
    return guard.canActivate(callOf(handler, user));
  } catch (error) {
    assert.ok(error instanceof ForbiddenException);
    assert.equal(error.message, MESSAGES.http.forbidden);
    return false;
  }
};

describe("the industry rule (IndustryGuard over the vocabulary's hasIndustryAccess)", () => {
  it('helpers and admins pass every section whatever their industry', () => {
    for (const role of ['helper', 'admin'] as const) {
      for (const handler of ['legal', 'clinic', 'ads'] as const) assert.equal(passes(handler, { role, industry: null }), true, `${role} ${handler}`);
    }
  });

  it('a seeker passes only the sections of their industry', () => {
    const lawyer = { role: 'seeker' as const, industry: LEGAL_INDUSTRY };
    assert.equal(passes('legal', lawyer), true);
    assert.equal(passes('clinic', lawyer), false);
    assert.equal(passes('ads', lawyer), false);
    const doctor = { role: 'seeker' as const, industry: HEALTH_INDUSTRY };
    assert.equal(passes('clinic', doctor), true);
    assert.equal(passes('legal', doctor), false);
    assert.equal(passes('ads', { role: 'seeker', industry: PROFESSIONAL_NETWORK_INDUSTRIES[0] }), true);
  });

  it(`a business account passes only its industry's sections; a seeker without an industry is refused: 403 "${MESSAGES.http.forbidden}"`, () => {
    assert.equal(passes('ads', { role: 'business', industry: PROFESSIONAL_NETWORK_INDUSTRIES[0] }), true);
    assert.equal(passes('legal', { role: 'business', industry: PROFESSIONAL_NETWORK_INDUSTRIES[0] }), false);
    assert.equal(passes('clinic', { role: 'seeker', industry: null }), false);
  });

  it('a handler without a section is left to the other guards; a section without a caller is refused', () => {
    assert.equal(passes('open'), true);
    assert.equal(passes('legal'), false);
  });
});
