"""The command-line reference, generated from the click command group."""

from __future__ import annotations

import inspect

import click

from .words import table


def cli_reference(group: click.Group, name: str = "pitch-rules") -> str:
    """Every command of ``group``: its usage, its help and its options, in Markdown."""
    root = click.Context(group, info_name=name)
    blocks = [
        "# Command line",
        inspect.cleandoc(group.help or ""),
        f"Every command takes `--help`. `{name} --version` prints the version. Exit codes: 0 success, "
        "1 invalid input (a bad variant file, a record that does not replay), 2 usage error (an "
        "unknown option, a missing file).",
    ]
    for command_name in group.list_commands(root):
        command = group.get_command(root, command_name)
        if command is None or command.hidden:
            continue
        context = click.Context(command, info_name=command_name, parent=root)
        usage = " ".join([name, command_name, *command.collect_usage_pieces(context)])
        blocks.append(f"## {command_name}")
        blocks.append(f"```text\n{usage}\n```")
        blocks.append(inspect.cleandoc(command.help or ""))
        rows = []
        for param in command.get_params(context):
            record = param.get_help_record(context)
            if isinstance(param, click.Option) and record is not None:
                rows.append([f"`{record[0]}`", record[1]])
        if rows:
            blocks.append(table(["option", "meaning"], rows))
    return "\n\n".join(block for block in blocks if block) + "\n"
