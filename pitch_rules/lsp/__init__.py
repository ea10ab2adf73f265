"""``pitch-rules lsp``: a language server for variant files (needs ``pitch-rules[lsp]``).

The editor-independent parts read plain text and know nothing of the protocol:

- :mod:`.text`: positions as YAML diagnostics count them and as editors do;
- :mod:`.checks`: the problems ``validate`` reports, placed in the open file;
- :mod:`.cursor`: where in the YAML structure a cursor is, even in half-typed text;
- :mod:`.schema`: the JSON Schema of a place in a variant file;
- :mod:`.snapshot`: one version of a document, its check and deck worked out once;
- :mod:`.hover`, :mod:`.completion`, :mod:`.definition`: what the editor asks for.

:mod:`.server` serves them over the Language Server Protocol with pygls; only
the ``lsp`` command imports it, so other commands never load pygls.
"""
