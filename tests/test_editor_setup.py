"""The editor set-up as documented: the pre-commit hook, and the configurations on the docs site."""

from __future__ import annotations

import json
import re
import shlex
import tomllib
from pathlib import Path

import yaml

from pitch_rules.cli import cli

from .conftest import ROOT, run_cli

EDITORS = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")
HOOKS = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))


def blocks(language: str) -> list[str]:
    """The fenced code blocks of ``language`` on the editors page."""
    return re.findall(rf"```{language}\n(.*?)```", EDITORS, re.DOTALL)


def test_the_pre_commit_hook_validates_the_yaml_files_pre_commit_would_pass_it(tmp_path: Path) -> None:
    [hook] = HOOKS
    assert (hook["id"], hook["language"], hook["types"]) == ("pitch-rules-validate", "python", ["yaml"])
    command, *arguments = shlex.split(hook["entry"])
    assert command == "pitch-rules" and command in tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    files = {
        "rules/house.yaml": "id: our-house\nextends: auction-pitch\nname: Our House\ngame:\n  target: 11\n",
        "rules/typo.yml": "id: typo\nextends: auction-pitch\ngame:\n  targt: 11\n",
        ".pre-commit-config.yaml": "repos: []\n",
        ".github/workflows/check.yml": "on: push\n",
        "mkdocs.yml": "site_name: rules\n",
        "notes.txt": "not yaml\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    # pre-commit's "yaml" type is these extensions; exclude is searched in the path from the repository's root
    chosen = [name for name in files if name.endswith((".yaml", ".yml")) and not re.search(hook["exclude"], name)]
    assert chosen == ["rules/house.yaml", "rules/typo.yml"]
    result = run_cli(*arguments, *(str(tmp_path / name) for name in chosen))
    assert result.exit_code == 1
    assert f"{tmp_path / 'rules/typo.yml'}:4:3: unknown key 'targt' in 'game'; did you mean 'target'?" in result.output
    assert f"{tmp_path / 'rules/house.yaml'}: ok" in result.output


def test_every_editor_configuration_runs_the_lsp_command() -> None:
    assert "lsp" in cli.commands
    [vscode] = [json.loads(block) for block in blocks("json")]
    assert (vscode["glspc.server.command"], vscode["glspc.server.commandArguments"]) == ("pitch-rules", ["lsp"])
    assert vscode["glspc.server.languageId"] == ["yaml"]
    neovim = blocks("lua")
    assert len(neovim) == 2 and all("cmd = { 'pitch-rules', 'lsp' }" in block for block in neovim)
    [helix] = [tomllib.loads(block) for block in blocks("toml")]
    server = helix["language-server"]["pitch-rules"]
    assert (server["command"], server["args"]) == ("pitch-rules", ["lsp"])
    assert "pitch-rules" in helix["language"][0]["language-servers"]


def test_the_documented_pre_commit_configuration_names_the_shipped_hook() -> None:
    [config] = [yaml.safe_load(block) for block in blocks("yaml")]
    [repo] = config["repos"]
    assert [hook["id"] for hook in repo["hooks"]] == [hook["id"] for hook in HOOKS]


def test_the_editors_page_is_on_the_site() -> None:
    nav = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))["nav"]
    assert {"Editors": "editors.md"} in nav  # the page itself is titled "Editors and pre-commit"
