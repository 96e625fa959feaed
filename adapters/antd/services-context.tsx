import { createContext, useContext } from 'react';
import type { FormServices } from '../../engine/index.ts';

const FormServicesContext = createContext<FormServices | null>(null);

/** Gives generated forms their uploader, data source, image library, geocoder and asset URLs. */
export const FormServicesProvider = FormServicesContext.Provider;

/** The services of the nearest <FormServicesProvider>; throws a clear error without one. */
export function useFormServices(): FormServices {
  const services = useContext(FormServicesContext);
  if (!services) throw new Error('表单服务未提供：请用 <FormServicesProvider value={…}> 包住 <ConfigForm>');
  return services;
}
