import { Module } from '@nestjs/common';
import { NewsController } from './news.controller';
import { NewsEvents } from './news-events.service';
import { NewsListCache } from './news-list.cache';

@Module({ controllers: [NewsController], providers: [NewsListCache, NewsEvents] })
export class NewsModule {}
