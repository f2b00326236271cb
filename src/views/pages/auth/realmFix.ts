// Test-only. Under jsdom, Node's TextEncoder returns Node-realm Uint8Arrays while the global
// Uint8Array is jsdom's, so jose (the mock's JWT signer) rejects its own keys and every sign-in
// answers 'Something went wrong'. Re-wrapping the bytes in the global Uint8Array fixes it.
// Imported first by the auth component tests; it belongs in tests/setup-dom.ts for everyone.
const NodeTextEncoder = globalThis.TextEncoder

class RealmTextEncoder extends NodeTextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input))
  }
}

if (!(new NodeTextEncoder().encode('') instanceof Uint8Array)) globalThis.TextEncoder = RealmTextEncoder
