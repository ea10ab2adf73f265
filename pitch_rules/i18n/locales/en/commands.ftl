# The command line's own lines: what a command says of its work, and why it cannot do it.
# Code names each by a dotted key (cli.validate_ok is cli-validate_ok).

## validate

cli-validate_ok = { $file }: ok ({ $milliseconds } ms)
cli-validate_invalid = { $invalid } of { $files } file(s) invalid
