import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ArticleReadsModule } from '../journal/article-reads.module';
import { NewsController } from './news.controller';
import { NewsEvents } from './news-events.service';
import { NewsListCache } from './news-list.cache';

@Module({
  imports: [AuthModule, ArticleReadsModule],
  controllers: [NewsController],
  providers: [NewsListCache, NewsEvents],
})
export class NewsModule {}
