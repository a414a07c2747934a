"""Background work on Django's Tasks framework (the django-tasks backport on Django 5.2; docs/deploy.md).

`config` turns TASKS_URL into settings, `retry` makes a task with retries and backoff, `mail` sends mail off the
request path, `worker` runs a worker and requeues the tasks of workers that died, `rq` is the Redis queue's glue.
Nothing is imported here: the settings import `config` before Django is set up.
"""
