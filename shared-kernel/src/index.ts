// First: zod must be told not to compile parsers before any schema exists (see zodConfig).
import './api/zodConfig';
export * from 'contract-kit/schemas';
export * from './api/client';
export { zodForAreas } from './api/zodForAreas';
export { signInStore, markSignInRequired, clearSignInRequired } from './api/signInState';
export { cachedReplies, forgetCachedReplies, CACHED_AT_HEADER } from './api/cachedReplies';
export { signIn, signOut, useSignInRequired, NOT_OWNER_DATA } from './api/session';
export { forgetLastChange, noteWrite, refreshOwnerData, undoLastChange, useLastChange, type LastChange } from './api/lastChange';
export {
  CAPABILITIES_KEY,
  CAPABILITIES_PATH,
  READ_ONLY,
  SIGNED_OUT,
  capabilitiesQueryOptions,
  fetchCapabilities,
  useCapabilities,
} from './api/capabilities';
export * from 'contract-kit/endpoints';
export * from './api/queries';
export * from './api/reactQuery';
export { onceFor, validateOnce } from './api/validateOnce';
export * from './config/runtimeConfig';
export * from 'contract-kit/topology';
export * from './contract/remoteModule';
export * from './contract/defineRemote';
export * from './format/fr';
export * from './routes/routeRow';
export * from './routes/navigation';
export * from './routes/router';
export * from './ui/theme';
export { Spinner, VisuallyHidden } from './ui/Spinner';
export { ErrorPanel, type ErrorPanelProps } from './ui/ErrorPanel';
export { SectionError, sectionUnavailableTitle } from './ui/SectionError';
export { Button } from './ui/Button';
export { Card, CardGrid, type CardProps } from './ui/Card';
export { usePhone, PHONE_QUERY } from './ui/usePhone';
export { Page } from './ui/Page';
export { FirstSection, FIRST_SECTION_LINES } from './ui/FirstSection';
export { QueryView, errorDetail, API_RESTARTING, API_GONE } from './ui/QueryView';
export { runIsolated } from './contract/runIsolated';
export { createYieldingRoot } from './contract/yieldingRoot';
export { lazyPage, type PageLoader, type PageProps } from './contract/lazyPage';
export { useContainerWidth } from './ui/useContainerWidth';
export { useNearViewport } from './ui/useNearViewport';
export { Field, FieldError, Hint, LinkButton, Toolbar } from './ui/forms';
export { FigureList, type FigureItem, type FigureListProps } from './ui/FigureList';
export { checkRow, describeLocation, findDuplicateKey, type RowOf, type RowProblem, type Section } from 'contract-kit/data';
// contract-kit whole, an object per entry: a deployed remote's contract-kit is this copy
// (webpack/contractKitFromKernel/), not one more in its bundle.
export * as contractKitData from 'contract-kit/data';
export * as contractKitEndpoints from 'contract-kit/endpoints';
export * as contractKitSchemas from 'contract-kit/schemas';
export { devicePreference, PREFERENCE_KEYS, type DevicePreference } from './ui/devicePreference';
export { privacyMode, HIDDEN_AMOUNT, amountsHidden, hideAmount, usePrivacyKey } from './format/privacy';
export { colorScheme, applyColorScheme, choiceFor, effectiveScheme, systemPrefersDark, useDarkTheme, type ColorScheme } from './ui/colorScheme';
