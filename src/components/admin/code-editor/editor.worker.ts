// Monaco's editor worker (diffs, links, word suggestions), as a worker of the app's own bundle (bundled-monaco.ts).
import 'monaco-editor/editor/editor.worker'
