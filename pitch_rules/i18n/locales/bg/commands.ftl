# Собствените редове на командния ред: какво казва командата за работата си и защо не може да я свърши.
# Кодът назовава всеки с ключ с точки (cli.validate_ok е cli-validate_ok).

## validate

cli-validate_ok = { $file }: наред ({ $milliseconds } мс)
cli-validate_invalid = { $invalid } от { $files } { $files ->
        [one] файл
       *[other] файла
    } { $invalid ->
        [one] е невалиден
       *[other] са невалидни
    }
