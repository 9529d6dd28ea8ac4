/** The part of word-extractor's API used here (the package ships no types). */
declare module 'word-extractor' {
  type PartOptions = {
    includeHeadersAndFooters?: boolean;
    includeBody?: boolean;
    includeFooters?: boolean;
    /** False keeps curly quotes and dashes as written (the default turns them into ASCII). */
    filterUnicode?: boolean;
  };
  export class Document {
    getBody(options?: PartOptions): string;
    getHeaders(options?: PartOptions): string;
    getTextboxes(options?: PartOptions): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<Document>;
  }
}
