# Komut satırının kendi satırları: bir komutun işi hakkında söyledikleri ve neden yapamadığı.
# Kod her birini noktalı bir anahtarla adlandırır (cli.validate_ok, cli-validate_ok iletisidir).

## validate

cli-validate_ok = { $file }: sorun yok ({ $milliseconds } ms)
cli-validate_invalid = { $files } dosyadan { $invalid } tanesi geçersiz
