"""The app's shape holds: feature packages in layers, no import circle, no import from a
lower layer up to a higher one, small modules and folders (issue 42; STYLE.md: "a file cut
to size grows back unless a test holds it").

The imports are read from the source (every ``import`` and ``from`` statement, those under
``TYPE_CHECKING`` and inside functions too): a circle through a type hint is a circle."""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "briscola_qt"
APP = PACKAGE / "app"

LAYERS = (
    "base",
    "game",
    "text",
    "table",
    "network",
    "review",
    "chiamata",
    "history",
    "practice",
    "shell",
)
"""The app's packages from the ground up: each imports only from its own and lower ones.
base: settings, paths, language, speeds, prompts; game: the controller over the engine;
text: the words; table: the scene; network: a seat at a friend's table (the game over
the network); review: the coach and review; chiamata: the auction's additions; history:
what is kept; practice: the history's mistakes played again; shell: the window around
them all."""

MAX_LINES = 600
MAX_MODULES = 25


def module_name(path: Path, root: Path = PACKAGE) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, known: set[str], root: Path = PACKAGE) -> set[str]:
    """The modules of ``known`` that ``path`` imports, however it imports them."""
    name = module_name(path, root)
    package = name if path.stem == "__init__" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            # "from package import module" names a module; "from module import name" not.
            targets = [
                f"{stem}.{alias.name}" if f"{stem}.{alias.name}" in known else stem
                for alias in node.names
            ]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph(root: Path) -> dict[str, set[str]]:
    paths = sorted(root.rglob("*.py"))
    known = {module_name(p) for p in paths}
    return {module_name(p): imports_of(p, known) for p in paths}


def circles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """Every set of modules that import each other round a loop (Tarjan's components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def layer_of(module: str) -> int | None:
    parts = module.split(".")
    if parts[:2] != ["briscola_qt", "app"] or len(parts) < 3:
        return None
    return LAYERS.index(parts[2]) if parts[2] in LAYERS else None


def upward_imports(graph: Mapping[str, Iterable[str]]) -> list[str]:
    """Each import from a lower layer up to a higher one, as "importer -> imported"."""
    wrong = []
    for module, targets in graph.items():
        inside_app = module.startswith("briscola_qt.app") or module == "briscola_qt.__main__"
        for target in targets:
            if not inside_app and target.startswith("briscola_qt.app"):
                wrong.append(f"{module} -> {target}")  # the core knows no window
                continue
            low, high = layer_of(module), layer_of(target)
            if low is not None and high is not None and high > low:
                wrong.append(f"{module} -> {target}")
    return sorted(wrong)


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    return import_graph(PACKAGE)


def test_the_checks_find_a_circle_and_an_upward_import() -> None:
    drawn = {
        "briscola_qt.app.table.a": {"briscola_qt.app.table.b"},
        "briscola_qt.app.table.b": {"briscola_qt.app.table.a", "briscola_qt.app.shell.c"},
        "briscola_qt.app.shell.c": {"briscola_qt.app.base.d"},
        "briscola_qt.engine.e": {"briscola_qt.app.base.d"},
    }
    assert circles(drawn) == [["briscola_qt.app.table.a", "briscola_qt.app.table.b"]]
    assert upward_imports(drawn) == [
        "briscola_qt.app.table.b -> briscola_qt.app.shell.c",
        "briscola_qt.engine.e -> briscola_qt.app.base.d",
    ]


def test_a_type_hint_import_is_read(tmp_path: Path) -> None:
    # (the three circles issue 42 found were all through TYPE_CHECKING imports)
    menu = tmp_path / "briscola_qt" / "app" / "shell" / "menu.py"
    menu.parent.mkdir(parents=True)
    menu.write_text("if TYPE_CHECKING:\n    from .window import MainWindow\n")
    known = {"briscola_qt.app.shell.window", "briscola_qt.app.shell.menu"}
    assert imports_of(menu, known, tmp_path / "briscola_qt") == {"briscola_qt.app.shell.window"}


def test_no_import_circle_anywhere_in_the_package(graph: dict[str, set[str]]) -> None:
    assert circles(graph) == []


def test_no_import_from_a_lower_layer_up_to_a_higher_one(graph: dict[str, set[str]]) -> None:
    assert upward_imports(graph) == []


def test_every_app_module_sits_in_a_feature_package() -> None:
    loose = [p.name for p in APP.glob("*.py") if p.name != "__init__.py"]
    assert loose == []
    assert sorted(p.name for p in APP.iterdir() if (p / "__init__.py").exists()) == sorted(LAYERS)


def test_no_app_module_over_600_lines() -> None:
    long = {
        str(p.relative_to(APP)): n
        for p in APP.rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


def test_no_app_folder_over_25_modules() -> None:
    crowded = {
        str(folder.relative_to(APP)): n
        for folder in [APP, *(p for p in APP.iterdir() if p.is_dir())]
        if (n := len([p for p in folder.glob("*.py") if p.name != "__init__.py"])) > MAX_MODULES
    }
    assert crowded == {}


def test_no_module_takes_another_modules_private_name() -> None:
    # The window and the features talk through what each offers, not each other's insides.
    taken = []
    for path in APP.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (
                node.level or "briscola_qt" in (node.module or "")
            ):
                taken += [
                    f"{path.relative_to(APP)}: {alias.name}"
                    for alias in node.names
                    if alias.name.startswith("_") and not alias.name.startswith("__")
                ]
    assert taken == []


def test_no_module_reaches_into_another_objects_private_members() -> None:
    # (history_actions once called the window's _table_setting and _review_size)
    reached = []
    for path in APP.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
                and not (isinstance(node.value, ast.Call) and ast.unparse(node.value) == "super()")
            ):
                reached.append(f"{path.relative_to(APP)}:{node.lineno}: {ast.unparse(node)}")
    assert reached == []
