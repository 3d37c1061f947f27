export { serverApi } from './serverApi';
export { envelopeBaseQuery, type ServerCall, type ServerCallError } from './baseQuery';
export { SERVER_CALL_FAILED, serverCallFailed, type Envelope } from './envelope';
export { useHealthQuery, type Health } from './health';
