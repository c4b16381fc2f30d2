/**
 * The structure calls (packages/contracts structures/structures.ts `structureCalls`): reads from read.ts,
 * changes through registration.ts, access rules in policy.ts.
 */
import { contractCalls, structureCalls as calls } from '@portal/contracts';
import { renderContractPdf } from '../../documents/contract-pdf';
import { routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { legalAidHandle, sendPdf } from '../legal-aid';
import { contractViews } from './contract-read';
import { cancelContract, confirmContract, refuseContract, sendContract } from './contracts';
import { structurePanel } from './panel-read';
import { structureViews } from './read';
import { acceptRegistration, rejectRegistration, saveOwnStructure, taxCompanyOf } from './registration';
import { signerOf } from '../e-signature';

export const structureRoutes: RoutesPlugin = async (app, { db, adapters, config }) => {
  const view = structureViews(db);
  const contracts = contractViews(db);
  const handle = legalAidHandle(db);
  const { taxRegistry } = adapters;

  routes(app, [
    ...handle.implement(calls, {
      structurePanel: ({ actor }) => structurePanel(db, actor),
      ownContragent: ({ actor, lang }) => view.own(actor, lang),
      updateOwnContragent: async ({ actor, lang, body, request }) => {
        await saveOwnStructure({ db, taxRegistry, now: request.clock.now() }, actor, body);
        return view.own(actor, lang);
      },
      taxCompany: async ({ actor, body }) => {
        const { company, ...facts } = await taxCompanyOf(db, taxRegistry, actor, body.inn);
        return {
          inn: company.inn,
          name: company.name,
          shortName: company.shortName,
          directorName: company.director.fullName,
          address: company.address,
          status: company.status,
          registeredOn: company.registeredOn,
          ...facts,
        };
      },
      structureRegistrationList: ({ actor, lang, query }) => view.list(actor, lang, query),
      structureRegistration: ({ actor, lang, params }) => view.registration(actor, lang, params.id),
      acceptStructureRegistration: async ({ actor, lang, body, request }) => {
        await acceptRegistration(db, actor, body.id, request.clock.now());
        return view.registration(actor, lang, body.id);
      },
      rejectStructureRegistration: async ({ actor, lang, body }) => {
        await rejectRegistration(db, actor, body.id, body.reason);
        return view.registration(actor, lang, body.id);
      },
    }),
    ...handle.implement(contractCalls, {
      ownEmployee: ({ actor, query }) => contracts.employees(actor, query),
      contractList: ({ actor, query }) => contracts.list(actor, query),
      contract: ({ actor, lang, params }) => contracts.dto(actor, lang, params.id),
      contractPdf: async ({ actor, lang, params, reply }) => {
        const contract = await contracts.dto(actor, lang, params.id);
        const pdf = await renderContractPdf(contract, { publicUrl: config.publicUrl, language: lang });
        return sendPdf(reply, pdf, `contract-${contract.number}.pdf`);
      },
      contractSend: async ({ actor, lang, body: { pkcs7, ...input }, request }) => {
        const id = await sendContract(
          { db, config, clock: request.clock },
          actor,
          input,
          signerOf(actor, pkcs7, request.ip),
        );
        return contracts.dto(actor, lang, id);
      },
      contractConfirm: async ({ actor, lang, body, request }) => {
        await confirmContract(
          { db, config, clock: request.clock },
          actor,
          body.id,
          signerOf(actor, body.pkcs7, request.ip),
        );
        return contracts.dto(actor, lang, body.id);
      },
      contractRefuse: async ({ actor, lang, body }) => {
        await refuseContract(db, actor, body.id, body.reason);
        return contracts.dto(actor, lang, body.id);
      },
      cancelContractLegalAid: async ({ actor, lang, body, request }) => {
        await cancelContract(db, actor, body.id, body.reason, request.clock.now());
        return contracts.dto(actor, lang, body.id);
      },
    }),
  ]);
};
