"""Inserting many new rows at once: PostgreSQL's COPY, bulk_create elsewhere."""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any

from django.db import connection, models

# Columns whose value an object holds as the database takes it (the importer builds them so): COPY sends them as
# they are. Others (JSON, files, auto_now dates) go through the field's own preparation.
_PLAIN_COLUMNS = (
    models.CharField,
    models.TextField,
    models.BooleanField,
    models.IntegerField,
    models.SmallIntegerField,
    models.PositiveIntegerField,
    models.PositiveSmallIntegerField,
    models.BigIntegerField,
    models.ForeignKey,
)


def _column_value(field: models.Field[Any, Any]) -> Callable[[models.Model], Any]:
    """How COPY reads a column from an object: the attribute as it is, or through the field's preparation."""
    if isinstance(field, models.DateField) and type(field) is models.DateField:
        plain = not (field.auto_now or field.auto_now_add)
    else:
        plain = type(field) in _PLAIN_COLUMNS
    if plain:
        return operator.attrgetter(field.attname)
    return lambda obj: field.get_db_prep_save(field.pre_save(obj, True), connection)


def insert_rows(model: type[models.Model], objs: Sequence[models.Model]) -> None:
    """Insert new rows and set their ids: one COPY on PostgreSQL, bulk_create elsewhere (SQLite 3.35+ returns the
    ids). No signals either way.

    COPY sends the values as they are, where bulk_create builds and binds a parameter per value: an import of the
    whole pool spends half the time there."""
    if not objs:
        return
    if connection.vendor != "postgresql":
        model._default_manager.bulk_create(objs, batch_size=500)
        return
    table, pk = model._meta.db_table, model._meta.pk
    fields = [f for f in model._meta.concrete_fields if f is not pk]
    values = [_column_value(f) for f in fields]
    with connection.cursor() as cursor:
        # The ids come from the table's own sequence, as an INSERT would take them.
        cursor.execute(
            "SELECT nextval(pg_get_serial_sequence(%s, %s)) FROM generate_series(1, %s)", [table, pk.column, len(objs)]
        )
        for obj, (new_id,) in zip(objs, cursor.fetchall(), strict=True):
            obj.pk = new_id
        columns = ", ".join(connection.ops.quote_name(str(f.column)) for f in [pk, *fields])
        # Through the wrapper, so the COPY is logged as queries are (tests count writes).
        with cursor.copy(f"COPY {connection.ops.quote_name(table)} ({columns}) FROM STDIN") as copy:
            for obj in objs:
                copy.write_row([obj.pk, *(value(obj) for value in values)])
    for obj in objs:
        obj._state.adding = False
        obj._state.db = connection.alias
