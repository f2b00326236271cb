import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { jwtConfig } from '@/configs/jwt'
import { decodeError, type ServerRefusal } from '@/utility/apiErrors'
import { failedResponse } from '@/utility/httpSession'
import { loadHttp } from '@/utility/loadHttp'
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getUserData,
  saveSession
} from '@/utility/auth/storage'
import { isUserData } from '@/utility/auth/validate'
import type {
  AuthSession,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  UserData
} from '@/utility/auth/contract'

export interface AuthState {
  userData: UserData | null
  accessToken: string | null
  refreshToken: string | null
}

/** Field errors (`email`, `username`) or a refusal of the whole request, with their codes. */
export type AuthRejection = ServerRefusal

/** A stored user of the wrong shape would otherwise crash every page, /login included. */
export function initialAuthState(): AuthState {
  const userData = getUserData()
  const accessToken = getAccessToken()
  if (!userData || !accessToken) {
    if (accessToken || getRefreshToken()) clearSession()
    return { userData: null, accessToken: null, refreshToken: null }
  }
  return { userData, accessToken, refreshToken: getRefreshToken() }
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** State only: the thunks below have already stored the session. */
    loginSuccess(state, action: PayloadAction<AuthSession>) {
      state.userData = action.payload.userData
      state.accessToken = action.payload.accessToken
      state.refreshToken = action.payload.refreshToken
    },
    /** State only: `logoutUser` clears storage and tells the server. */
    logout(state) {
      state.userData = null
      state.accessToken = null
      state.refreshToken = null
    }
  },
  selectors: {
    selectUserData: (state) => state.userData,
    selectIsLoggedIn: (state) => state.userData !== null && state.accessToken !== null
  }
})

export const { loginSuccess, logout } = authSlice.actions
export const { selectUserData, selectIsLoggedIn } = authSlice.selectors

const createAuthThunk = createAsyncThunk.withTypes<{ rejectValue: AuthRejection }>()

const wrongWords = 'Something went wrong'
const somethingWrong: AuthRejection = { fieldErrors: {}, message: wrongWords, code: 'server' }

const refuses = (data: unknown) => typeof data === 'object' && data !== null && 'error' in data

// The server reports field errors as `{error: ..., code: ...}`: with 400 on login, with 200 on register.
function rejectionFrom(caught: unknown): AuthRejection {
  const data = failedResponse(caught)?.data
  if (refuses(data)) return decodeError(data, wrongWords)
  return { fieldErrors: {}, message: caught instanceof Error ? caught.message : wrongWords }
}

export const login = createAuthThunk(
  'auth/login',
  async (credentials: LoginRequest, { dispatch, rejectWithValue }) => {
    try {
      const http = await loadHttp()
      const { data } = await http.post<LoginResponse>(jwtConfig.loginEndpoint, credentials)
      if (refuses(data)) return rejectWithValue(decodeError(data, wrongWords))
      if (!isUserData(data.userData)) return rejectWithValue(somethingWrong)
      saveSession(data)
      dispatch(loginSuccess(data))
      return data
    } catch (caught) {
      return rejectWithValue(rejectionFrom(caught))
    }
  }
)

export const register = createAuthThunk(
  'auth/register',
  async (fields: RegisterRequest, { dispatch, rejectWithValue }) => {
    try {
      const http = await loadHttp()
      const { data } = await http.post<RegisterResponse>(jwtConfig.registerEndpoint, fields)
      if (refuses(data)) return rejectWithValue(decodeError(data, wrongWords))
      if (!isUserData(data.user)) return rejectWithValue(somethingWrong)
      const session: AuthSession = {
        userData: data.user,
        accessToken: data.accessToken,
        refreshToken: data.refreshToken
      }
      saveSession(session)
      dispatch(loginSuccess(session))
      return session
    } catch (caught) {
      return rejectWithValue(rejectionFrom(caught))
    }
  }
)

/** Locally first: neither a dead network nor a refresh in flight may keep the session alive. */
export const logoutUser = createAuthThunk('auth/logoutUser', async (_: void, { dispatch }) => {
  // The server ends the session this refresh token belongs to, and with it every access token it issued.
  const refreshToken = getRefreshToken()
  clearSession()
  dispatch(logout())
  try {
    const http = await loadHttp()
    await http.post(jwtConfig.logoutEndpoint, refreshToken ? { refreshToken } : undefined)
  } catch {
    // the local session is already gone
  }
})
