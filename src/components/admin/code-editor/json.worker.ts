// Monaco's JSON language service, as a worker of the app's own bundle (bundled-monaco.ts).
import 'monaco-editor/languages/features/json/json.worker'
