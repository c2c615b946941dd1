// http_ece ships no types: the one call the push tests make (RFC 8188 / RFC 8291 decryption).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair (the subscription's P-256 keys). */
    privateKey: ECDH;
    /** The subscription's 16-byte auth secret, base64url. */
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
