# Власні рядки командного рядка: що команда каже про свою роботу і чому не може її виконати.
# Код називає кожен крапковим ключем (cli.validate_ok — це cli-validate_ok).

## validate

cli-validate_ok = { $file }: без помилок ({ $milliseconds } мс)
cli-validate_invalid = { $invalid } з { $files } { $files ->
        [one] файлу
       *[other] файлів
    } { $invalid ->
        [one] має
       *[other] мають
    } помилки
