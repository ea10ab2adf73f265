# Le righe proprie della riga di comando: ciò che un comando dice del suo lavoro, e perché non può farlo.
# Il codice nomina ciascuna con una chiave puntata (cli.validate_ok è cli-validate_ok).

## validate

cli-validate_ok = { $file }: valido ({ $milliseconds } ms)
cli-validate_invalid = { $invalid } file su { $files } { $invalid ->
        [one] non è valido
       *[other] non sono validi
    }
