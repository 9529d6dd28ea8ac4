/**
 * Why a job page could not be imported, with the status the route answers. The message is
 * written for the owner and never carries more than the URL they gave us.
 */
export class JobFetchError extends Error {
  constructor(
    readonly statusCode: 400 | 422 | 502 | 504,
    message: string,
  ) {
    super(message);
    this.name = 'JobFetchError';
  }
}
