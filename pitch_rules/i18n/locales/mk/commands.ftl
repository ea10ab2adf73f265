# Сопствените редови на командната линија: што кажува командата за својата работа и зошто не може да ја изврши.
# Кодот го именува секој со клуч со точки (cli.validate_ok е cli-validate_ok).

## validate

cli-validate_ok = { $file }: во ред ({ $milliseconds } мс)
cli-validate_invalid = { $invalid } од { $files } { $files ->
        [one] датотека
       *[other] датотеки
    } { $invalid ->
        [one] не е исправна
       *[other] не се исправни
    }
