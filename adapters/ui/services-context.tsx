import { createContext, useContext } from 'react';
import type { FormServices, ListServices } from '../../engine/index.ts';

const FormServicesContext = createContext<FormServices | null>(null);

/** Gives generated forms their uploader, data source, image library, geocoder and asset URLs. */
export const FormServicesProvider = FormServicesContext.Provider;

/** The services of the nearest <FormServicesProvider>; throws a clear error without one. */
export function useFormServices(): FormServices {
  const services = useContext(FormServicesContext);
  if (!services) throw new Error('表单服务未提供：请用 <FormServicesProvider value={…}> 包住 <ConfigForm>');
  return services;
}

const ListServicesContext = createContext<ListServices | null>(null);

/** Gives list pages (<ConfigList>, <ListBase>) their calls, downloads and uploads. */
export const ListServicesProvider = ListServicesContext.Provider;

/** The services of the nearest <ListServicesProvider>, or `given` when there is one; throws a clear error without either. */
export function useListServices(given?: ListServices): ListServices {
  const services = useContext(ListServicesContext);
  const found = given ?? services;
  if (!found) throw new Error('列表服务未提供：请用 <ListServicesProvider value={…}> 包住 <ConfigList>，或传入 services');
  return found;
}
