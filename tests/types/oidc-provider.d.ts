/** The slice of oidc-provider (which ships no types) that the tests use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type ProviderAccount = {
    accountId: string;
    claims: (use: string, scope: string) => Promise<Record<string, unknown>> | Record<string, unknown>;
  };

  export type InteractionDetails = {
    uid: string;
    params: Record<string, unknown> & { client_id: string; scope: string };
    prompt: { name: string };
  };

  export type ProviderGrant = {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (options: {
      accountId: string;
      clientId: string;
    }) => ProviderGrant;
  }
}
