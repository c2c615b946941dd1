import { AppConfigResponse, PROTOCOL_VERSION } from '@bidxi/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/app-config`: support contacts and the server's protocol version (public). */
export async function getAppConfig(signal?: AbortSignal): Promise<AppConfigResponse> {
  const config = await apiRequest('/app-config', {
    auth: 'none',
    schema: AppConfigResponse,
    signal,
  });
  if (config.protocolVersion !== PROTOCOL_VERSION) {
    console.warn(
      `BidXI server speaks protocol ${config.protocolVersion}, this app ${PROTOCOL_VERSION}; reload to update.`,
    );
  }
  return config;
}

export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => getAppConfig(signal),
  staleTime: Infinity,
});

export function useAppConfig() {
  return useQuery(appConfigQuery);
}

/** wa.me wants digits only, with the country code (91). */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
