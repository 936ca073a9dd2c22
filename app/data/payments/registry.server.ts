// Providers by name (payment type onlinePayment.providerName). A new adapter
// (MercadoPago, Transbank) is a file implementing PaymentProvider plus one line
// here; checkout and follow-up do not change. A static map rather than
// self-registering modules: package.json says sideEffects false, so an import
// done only for its side effect could be dropped by the bundler.
import type { PaymentProvider, PaymentProviderFactory } from "./provider.server";
import { SANDBOX_PROVIDER, sandboxProvider } from "./sandbox.server";

const PROVIDERS: Readonly<Record<string, PaymentProviderFactory>> = {
  [SANDBOX_PROVIDER]: sandboxProvider,
};

export const paymentProviderNames = () => Object.keys(PROVIDERS);

/** The provider a payment type names, or null when none is registered under that name. */
export function getPaymentProvider(env: Env, name: string | null | undefined): PaymentProvider | null {
  const factory = name && Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
  return factory ? factory(env) : null;
}
