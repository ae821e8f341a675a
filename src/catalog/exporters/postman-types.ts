/** The parts of the Postman Collection v2.1 format the exporter writes. */
export interface PostmanKeyValue {
  key: string;
  value?: string;
  description?: string;
}

export interface PostmanFormField extends PostmanKeyValue {
  type: 'text' | 'file';
  src?: string;
}

export interface PostmanRequest {
  method: string;
  url: { host: string[]; path: string[]; query: PostmanKeyValue[]; variable: PostmanKeyValue[] };
  header: PostmanKeyValue[];
  body?: { mode: 'raw'; raw: string; options: { raw: { language: 'json' } } } | { mode: 'formdata'; formdata: PostmanFormField[] };
  description?: { content: string; type: 'text/markdown' };
}

export interface PostmanResponse {
  id: string;
  name: string;
  originalRequest: PostmanRequest;
  code: number;
  status: string;
  header: PostmanKeyValue[];
  body: string;
}

export interface PostmanItemJson {
  id: string;
  name: string;
  request: PostmanRequest;
  response: PostmanResponse[];
  event: { listen: 'test'; script: { id?: string; type: string; exec: string[] } }[];
}

export interface PostmanFolderJson {
  id: string;
  name: string;
  item: PostmanItemJson[];
}

export interface PostmanCollectionJson {
  info: { _postman_id: string; name: string; schema: string };
  item: PostmanFolderJson[];
  variable: PostmanKeyValue[];
}
