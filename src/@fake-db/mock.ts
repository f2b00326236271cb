import axios, {
  AxiosError,
  AxiosHeaders,
  isAxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig
} from 'axios'
import MockAdapter from 'axios-mock-adapter'
// The one value import from the client besides contracts (allowed in .dependency-cruiser.cjs).
import { http } from '@/utility/http'
import { counted, whenRouted } from './steps'
import { networkDown } from './scenarios'

/** The adapter's typings omit `axiosInstance`, which tests call through. */
export type AppMock = MockAdapter & { readonly axiosInstance: AxiosInstance }

// Taken before the mock replaces it: the way a call no route claims still reaches the network.
const network = axios.getAdapter(http.defaults.adapter)

/** The app's own axios instance, so interceptors run too. */
export const mock = new MockAdapter(http) as AppMock

const asReply = ({ status, data, headers }: AxiosResponse): [number, unknown, AxiosHeaders] => [
  status,
  data,
  AxiosHeaders.from(headers as AxiosHeaders)
]

async function passOn(config: InternalAxiosRequestConfig) {
  try {
    return asReply(await network(config))
  } catch (caught) {
    if (!isAxiosError(caught) || !caught.response) throw caught
    return asReply(caught.response)
  }
}

// One handler for every call: the route table answers it once its area has loaded, or the network does if no area
// claims it. A handler a path made the adapter compare each new one with every earlier one, a long start-up task.
mock.onAny().reply(async (request) => {
  const config = request as InternalAxiosRequestConfig
  const route = await whenRouted(config)
  if (!route) return passOn(config)
  const [status, body] = await counted(route.run(config))
  if (status === networkDown[0]) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)
  return [status, body]
})
