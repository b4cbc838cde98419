import { BUSINESS_GROUP_STATUS, HEALTH_INDUSTRY, LEGAL_INDUSTRY, PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { BusinessGroup } from '../../../src/modules/business-groups/entities/business-group.entity';
import { Account, Persona, createAccount } from '../../support/accounts';
import { TestApp } from '../../support/test-app';

/** Receivers the message rows write to: never one of the personas, so nobody messages themselves. */
export interface AccessContext {
  member: Account;
  lawyer: Account;
  doctor: Account;
  /** Owner of an approved business group: the receiver of the public business contact. */
  businessOwner: Account;
}

export async function createReceivers(sut: TestApp): Promise<AccessContext> {
  const businessOwner = await createAccount(sut, { role: 'business', industry: 'Hospitality, Sports & Recreation', name: 'Crescent Bakery Owner' });
  await sut.dataSource.getRepository(BusinessGroup).save(
    Object.assign(new BusinessGroup(), {
      title: 'Crescent Bakery',
      description: 'Family bakery baking bread, pastries and celebration cakes every morning.',
      website: 'crescent.example',
      email: businessOwner.email,
      industry: 'Hospitality, Sports & Recreation',
      status: BUSINESS_GROUP_STATUS.approved,
      userId: businessOwner.user.id,
    }),
  );
  return {
    member: await createAccount(sut, { role: 'helper', industry: PROFESSIONAL_NETWORK_INDUSTRIES[0], name: 'Receiving Mentor' }),
    lawyer: await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: 'Receiving Lawyer' }),
    doctor: await createAccount(sut, { role: 'helper', industry: HEALTH_INDUSTRY, name: 'Receiving Doctor' }),
    businessOwner,
  };
}

export interface AccessRow {
  method: 'GET' | 'POST';
  path: string;
  body?: (ctx: AccessContext) => object;
  expected: Record<Persona, number>;
}

export const memberMessage = (ctx: AccessContext) => ({
  receiver_id: ctx.member.user.id,
  full_name: 'Yusuf Ali',
  email: 'yusuf@example.com',
  description: 'Could we talk about getting started in data engineering?',
});

export const legalIssue = (ctx: AccessContext) => ({
  receiver_id: ctx.lawyer.user.id,
  full_name: 'Yusuf Ali',
  email: 'yusuf@example.com',
  PhoneNumber: '+1 555 010 2030',
  address: '12 Elm Street',
  legal_issue: 'Family Law',
  specific_issue: 'Child Custody',
  description: 'I need advice on a custody arrangement.',
  relevent_data: '2024-05-01',
});

export const clinicIssue = (ctx: AccessContext) => ({
  receiver_id: ctx.doctor.user.id,
  gender: 'Male',
  age: 34,
  contact_info: 'yusuf@example.com',
  location: 'Springfield',
  Symptoms: 'Persistent migraine behind the left eye',
  duration_of_symptoms: '3 days',
  pain_rating: 6,
  existing_medical_conditions: 'Asthma',
  active_medications_prescriptions: 'Salbutamol inhaler',
});

export const businessGroupMessage = (ctx: AccessContext) => ({
  receiver_id: ctx.businessOwner.user.id,
  full_name: 'Yusuf Ali',
  email: 'yusuf@example.com',
  description: 'Do you cater for weddings of 200 guests?',
});

export const contactForm = () => ({
  first_name: 'Amina',
  last_name: 'Yusuf',
  email: 'amina@example.com',
  phone_number: '+1 555 010 2030',
  subject: 'Support',
  message: 'How do I list my bakery in the business directory?',
});

const q = (industry: string) => `industry_type=${encodeURIComponent(industry)}`;
const professionalNetworkQuery = PROFESSIONAL_NETWORK_INDUSTRIES.map(q).join('&');

/**
 * Who gets into the directories, the member messages and the contact form. Personas come from
 * createPersonas: seekers of a professional-network, the legal and the health industry; a helper;
 * a business of Hospitality (a professional-network industry: businesses are judged by industry like seekers); an admin.
 */
export const infoIssuesContactAccessRows: AccessRow[] = [
  {
    method: 'GET',
    path: `/api/v1/info/get-users?${professionalNetworkQuery}`,
    expected: { anonymous: 401, seekerProfessional: 200, seekerLegal: 403, seekerClinic: 403, helper: 200, business: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: `/api/v1/info/get-users?${q(LEGAL_INDUSTRY)}`,
    expected: { anonymous: 401, seekerProfessional: 403, seekerLegal: 200, seekerClinic: 403, helper: 200, business: 403, admin: 200 },
  },
  {
    method: 'GET',
    path: `/api/v1/info/get-users?${q(HEALTH_INDUSTRY)}`,
    expected: { anonymous: 401, seekerProfessional: 403, seekerLegal: 403, seekerClinic: 200, helper: 200, business: 403, admin: 200 },
  },
  {
    method: 'GET',
    path: `/api/v1/info/get-users?${professionalNetworkQuery}&${q(LEGAL_INDUSTRY)}`,
    expected: { anonymous: 401, seekerProfessional: 403, seekerLegal: 403, seekerClinic: 403, helper: 200, business: 403, admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/v1/info/get-all-users?role=helper',
    expected: { anonymous: 401, seekerProfessional: 403, seekerLegal: 403, seekerClinic: 403, helper: 403, business: 403, admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/v1/info/get-all-users?role=seeker',
    expected: { anonymous: 401, seekerProfessional: 403, seekerLegal: 403, seekerClinic: 403, helper: 403, business: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/v1/issues/professional-network',
    body: memberMessage,
    expected: { anonymous: 401, seekerProfessional: 201, seekerLegal: 403, seekerClinic: 403, helper: 201, business: 201, admin: 201 },
  },
  {
    method: 'POST',
    path: '/api/v1/issues/legal-assistance',
    body: legalIssue,
    expected: { anonymous: 401, seekerProfessional: 403, seekerLegal: 201, seekerClinic: 403, helper: 201, business: 403, admin: 201 },
  },
  {
    method: 'POST',
    path: '/api/v1/issues/virtual-clinic',
    body: clinicIssue,
    expected: { anonymous: 401, seekerProfessional: 403, seekerLegal: 403, seekerClinic: 201, helper: 201, business: 403, admin: 201 },
  },
  {
    method: 'POST',
    path: '/api/v1/issues/business-groups',
    body: businessGroupMessage,
    expected: { anonymous: 201, seekerProfessional: 201, seekerLegal: 201, seekerClinic: 201, helper: 201, business: 201, admin: 201 },
  },
  {
    method: 'GET',
    path: '/api/v1/issues/inbox',
    expected: { anonymous: 401, seekerProfessional: 200, seekerLegal: 200, seekerClinic: 200, helper: 200, business: 200, admin: 200 },
  },
  {
    // Nobody's message: only its receiver could mark it, and for everyone else it does not exist.
    method: 'POST',
    path: '/api/v1/issues/2147483000/read',
    expected: { anonymous: 401, seekerProfessional: 404, seekerLegal: 404, seekerClinic: 404, helper: 404, business: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/api/v1/contact/contact-form',
    body: contactForm,
    expected: { anonymous: 201, seekerProfessional: 201, seekerLegal: 201, seekerClinic: 201, helper: 201, business: 201, admin: 201 },
  },
  {
    method: 'GET',
    path: '/api/v1/contact/get-contact-form',
    expected: { anonymous: 401, seekerProfessional: 403, seekerLegal: 403, seekerClinic: 403, helper: 403, business: 403, admin: 200 },
  },
];
